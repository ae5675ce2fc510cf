/** Request bodies of the two upload routes: a real 1 × 1 PNG, raw or in a fun activity form. */

/** A valid 1 × 1 PNG (content sniffing and the image check accept it). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** learning/task-upload's multipart body: question_id first, then the file. */
export function activityUpload(
  questionId: string,
  fileName: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----authz${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="question_id"\r\n\r\n${questionId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG_1X1,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
