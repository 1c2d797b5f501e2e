/**
 * The iOS device's files: `select_device_file` answers what the person picks (it waits for a
 * person like the pickers; answered automatically it picks the first of
 * `fixtures.platform.deviceFiles`), `delete_local_file` removes one of the app's local files.
 */
import type { DefaultHandler } from "../handlerTypes";
import { HostSimulatorError } from "../../errors";

type DeviceFileOperation = "select_device_file" | "delete_local_file";

/** The default behaviour of the device-file operations. */
export const DEVICE_FILE_HANDLERS: { [K in DeviceFileOperation]: DefaultHandler<K> } = {
  select_device_file: (_payload, state) => {
    const [picked] = state.fixtures.platform.deviceFiles;
    if (!picked)
      throw new HostSimulatorError(
        "USER_CANCELLED",
        "the person picked no file: the simulated device has none (add some through fixtures.platform.deviceFiles)",
      );
    return structuredClone(picked) as { name: string; type: string; path: string; size: number };
  },
  delete_local_file: (payload, state) => {
    const platform = state.fixtures.platform;
    if (!platform.localFiles.includes(payload.url))
      throw new HostSimulatorError(
        "NOT_FOUND",
        `no local file at "${payload.url}"; known: ${platform.localFiles.join(", ") || "none"} (add some through fixtures.platform.localFiles)`,
        { details: { url: payload.url } },
      );
    platform.localFiles.splice(platform.localFiles.indexOf(payload.url), 1);
  },
};
