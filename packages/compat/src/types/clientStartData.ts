// What the client's start data (`ui_app_set_data`) carries, in the client's own record types
// (./clientRecords, ./clientContentRecords).
import type { User } from "./clientRecords";
import type { CanvasRetrieve, CanvasSection } from "./clientContentRecords";

/** What `ui_app_set_data` carries: everything an embedded app needs when it starts. */
export type UiAppSetDataPayload = {
  client: string | null;
  platform: string | undefined;
  user: User | null;
  is_edit_mode: boolean;
  in_call: boolean;
  canvas: CanvasRetrieve;
  used_in_section: CanvasSection | null;
  component_id: string;
  settings: Record<string, unknown> | undefined | null;
  width: string | undefined;
  height: string | undefined;
  full_screen_mode: boolean | undefined;
  display_mode: string | undefined;
  section_index: number | null;
  section_list_id: string | null;
  canvas_correlation_id: string | undefined;
};
