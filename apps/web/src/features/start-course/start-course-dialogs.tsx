/** The popups of starting a course (use-start-course.ts): skill check, survey gate, survey done. */
import type { StartCourseFlow } from './use-start-course';
import { SkillCheckPopup } from './skill-check-popup';
import { SurveyCompletedPopup } from './survey-completed-popup';
import { SurveyGatePopup } from './survey-gate-popup';

export function StartCourseDialogs({ flow }: { flow: StartCourseFlow }) {
  const { dialog } = flow;
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'skill-check':
      return (
        <SkillCheckPopup
          busy={flow.saving}
          onStart={flow.skillCheckStart}
          onLater={flow.skillCheckLater}
        />
      );
    case 'survey-gate':
      return (
        <SurveyGatePopup
          programName={dialog.gate.programName}
          onStart={flow.surveyStart}
          onLater={flow.surveyLater}
        />
      );
    case 'survey-completed':
      return <SurveyCompletedPopup onClose={flow.surveyCompletedClose} />;
  }
}
