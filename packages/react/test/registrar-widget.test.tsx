import { StrictMode, useRef } from "react";
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MountOptions, RegistrarWidgetApi, WidgetEvent, WidgetHandle } from "@registrar/embed";
import { RegistrarWidget, loadRegistrarWidget, useRegistrarWidget } from "../src/index.js";

type Mounted = {
  el: Element;
  options: MountOptions;
  destroy: ReturnType<typeof vi.fn<() => void>>;
};

function fakeLoader() {
  const mounts: Mounted[] = [];
  const update = vi.fn();
  const api: RegistrarWidgetApi = {
    version: 1,
    mount: (el, options) => {
      const m: Mounted = { el, options, destroy: vi.fn<() => void>() };
      mounts.push(m);
      return { destroy: m.destroy, update, on: () => () => {} };
    },
    scan: () => [],
  };
  window.RegistrarWidget = api;
  const live = () => mounts.filter((m) => m.destroy.mock.calls.length === 0);
  return { mounts, live, update };
}

const flush = () => act(async () => {});

afterEach(() => {
  delete window.RegistrarWidget;
  document.head.querySelectorAll("script").forEach((s) => s.remove());
});

describe("<RegistrarWidget/>", () => {
  it("keeps one iframe across re-renders with new arrow functions, calling the latest", async () => {
    const f = fakeLoader();
    const seen: string[] = [];
    const view = render(
      <RegistrarWidget url="https://reg.example/embed/s#token=t" onEvent={() => seen.push("a")} />,
    );
    await flush();
    view.rerender(
      <RegistrarWidget url="https://reg.example/embed/s#token=t" onEvent={() => seen.push("b")} />,
    );
    await flush();
    expect(f.mounts).toHaveLength(1);
    f.mounts[0]!.options.onEvent!({ type: "ready", payload: {} } as WidgetEvent);
    expect(seen).toEqual(["b"]);
  });

  it("calls the latest onSuccess and onExit the loader reports, without remounting", async () => {
    const f = fakeLoader();
    const url = "https://reg.example/embed/s#token=t";
    const seen: string[] = [];
    const view = render(<RegistrarWidget url={url} onSuccess={() => seen.push("old")} />);
    await flush();
    view.rerender(
      <RegistrarWidget
        url={url}
        onSuccess={(o) => seen.push(`bought ${o.domain} until ${o.expires_at}`)}
        onExit={(x) => seen.push(`exit ${x.reason}`)}
      />,
    );
    await flush();
    expect(f.mounts).toHaveLength(1);
    const { onSuccess, onExit } = f.mounts[0]!.options;
    onSuccess!({ order_id: "o1", domain: "acme.com", expires_at: "2030-01-01T00:00:00Z" });
    onExit!({ reason: "closed" });
    expect(seen).toEqual(["bought acme.com until 2030-01-01T00:00:00Z", "exit closed"]);
  });

  it("renews tokens through the latest fetchClientToken, and updates heights without remounting", async () => {
    const f = fakeLoader();
    const url = "https://reg.example/embed/s#token=t";
    const view = render(<RegistrarWidget url={url} fetchClientToken={async () => "one"} />);
    await flush();
    view.rerender(
      <RegistrarWidget url={url} fetchClientToken={async () => "two"} maxHeight={900} />,
    );
    await flush();
    expect(f.mounts).toHaveLength(1);
    await expect(f.mounts[0]!.options.fetchClientToken!()).resolves.toBe("two");
    expect(f.update).toHaveBeenCalledWith({ minHeight: undefined, maxHeight: 900 });
  });

  it("remounts when the session changes and destroys on unmount", async () => {
    const f = fakeLoader();
    const view = render(<RegistrarWidget url="https://reg.example/embed/a#token=t" />);
    await flush();
    view.rerender(<RegistrarWidget url="https://reg.example/embed/b#token=t" />);
    await flush();
    expect(f.mounts).toHaveLength(2);
    expect(f.live()).toHaveLength(1);
    view.unmount();
    expect(f.live()).toHaveLength(0);
  });

  it("leaves exactly one live widget under StrictMode", async () => {
    const f = fakeLoader();
    render(
      <StrictMode>
        <RegistrarWidget sessionId="s" clientToken="t" baseUrl="https://reg.example" />
      </StrictMode>,
    );
    await flush();
    expect(f.live()).toHaveLength(1);
    expect(f.live()[0]!.options).toMatchObject({
      sessionId: "s",
      clientToken: "t",
      baseUrl: "https://reg.example",
    });
  });

  it("adds the loader's script once for many widgets", async () => {
    const url = "https://reg.example/embed/s#token=t";
    render(
      <>
        <RegistrarWidget url={url} />
        <RegistrarWidget url={url} />
      </>,
    );
    await flush();
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe("https://reg.example/embed.js");
    const f = fakeLoader();
    await act(async () => {
      scripts[0]!.dispatchEvent(new Event("load"));
    });
    expect(f.live()).toHaveLength(2);
    await expect(loadRegistrarWidget("https://reg.example/embed.js")).resolves.toBe(
      window.RegistrarWidget,
    );
  });
});

describe("useRegistrarWidget", () => {
  it("mounts in the caller's element and returns the handle, then nothing once unmounted", async () => {
    const f = fakeLoader();
    const seen: (WidgetHandle | undefined)[] = [];
    function Box() {
      const box = useRef<HTMLElement>(null);
      seen.push(useRegistrarWidget(box, { url: "https://reg.example/embed/s#token=t" }));
      return <section ref={box} data-testid="box" />;
    }
    const view = render(<Box />);
    await flush();
    expect(f.live()).toHaveLength(1);
    expect(f.live()[0]!.el).toBe(view.getByTestId("box"));
    expect(seen.at(-1)).toBeDefined();
    expect(typeof seen.at(-1)!.on).toBe("function");
    view.unmount();
    expect(f.live()).toHaveLength(0);
  });
});
