// @vitest-environment happy-dom
// Which React the binding's suites run under: the node project runs the React 19 that
// packages/react installs, the react18 project (vitest.config.ts) sets HOSTBRIDGE_REACT_MAJOR=18
// and must really load React 18 everywhere, so that it can never test React 19 twice.
import { createElement as h, useState, version } from "react";
import { version as domVersion } from "react-dom";
import { version as serverVersion } from "react-dom/server";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useHostEnv } from "@hostbridge/react";
import { renderWithHost } from "@hostbridge/react/testing";
import pkg from "../package.json";

/** The react18 project says 18; elsewhere, the React that packages/react installs. */
const expectedMajor = process.env.HOSTBRIDGE_REACT_MAJOR ?? pkg.devDependencies.react.split(".")[0];

describe("the React these suites run under", () => {
  it("is the major this project expects, in react, react-dom and react-dom/server alike", () => {
    expect(version.split(".")[0]).toBe(expectedMajor);
    expect(domVersion).toBe(version);
    expect(serverVersion).toBe(version);
  });

  it("is the one copy Testing Library renders with and the binding's hooks run in", async () => {
    // A second copy of React anywhere (the test, Testing Library, the binding) makes these hooks
    // throw "Invalid hook call" instead of rendering the host's environment.
    function Probe() {
      const [label] = useState("one React");
      const { env } = useHostEnv();
      return h("p", null, `${label}: ${env ? env.mode : "loading"}`);
    }
    const { unmount } = renderWithHost(h(Probe));
    expect(await screen.findByText("one React: WEB")).toBeTruthy();
    unmount();
  });
});
