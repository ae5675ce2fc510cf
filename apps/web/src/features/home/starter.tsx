/**
 * Starting a chapter from /home/ (section 4's flow, features/start-course, and its popups),
 * loaded when the student first reaches for a chapter rather than with the screen: home paints
 * without it, and the service worker has it on the device once the app is installed.
 */
import { useEffect, useRef } from 'react';
import { useStartCourse, type StartRequest, StartCourseDialogs } from '../start-course';

export default function Starter({
  request,
  onBusy,
}: {
  /** A new object for every tap: each one starts once. */
  request: StartRequest;
  /** The subject id being started, null once the flow has navigated or opened its popup. */
  onBusy: (subjectId: number | null) => void;
}) {
  const flow = useStartCourse();
  const { start, busy } = flow;
  const started = useRef<StartRequest | null>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (started.current === request) return;
    started.current = request;
    start(request);
  }, [request, start]);
  useEffect(() => {
    // Home marks the button busy on the tap; it stays so until this flow is done.
    if (busy !== null) wasBusy.current = true;
    else if (!wasBusy.current) return;
    onBusy(busy);
  }, [busy, onBusy]);
  return <StartCourseDialogs flow={flow} />;
}
