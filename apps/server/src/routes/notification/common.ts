/** Shared by the notification routes. */
export const TAGS = ['notification'];
export const SECURITY: { [label: string]: string[] }[] = [{ bearer: [] }, { token: [] }];
/** Notifications listed per call, newest first. */
export const NOTIFICATION_PAGE = 50;
