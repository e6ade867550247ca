import type { ActivityEntry, ChecklistPhase } from "../../../../contract/client-portal";
import type { Translate } from "../../../i18n/use-t";

/**
 * An activity line in the screen's language, worded from its code (decision 017: texts travel as codes).
 * A task line names the task by id; its text comes from the checklist the server sent in the client's
 * language. A line written before codes (or naming a task no longer listed) shows as stored.
 */
export function activityText(t: Translate, entry: ActivityEntry, checklist: ChecklistPhase[]): string {
  switch (entry.code) {
    case null:
      return entry.activity;
    case "task_completed":
    case "task_reopened": {
      const task = checklist.flatMap((phase) => phase.tasks).find((item) => item.id === entry.params.taskId);
      return task ? t(`clientDashboard.activity.${entry.code}`, { task: task.text }) : entry.activity;
    }
    default:
      return t(`clientDashboard.activity.${entry.code}`);
  }
}
