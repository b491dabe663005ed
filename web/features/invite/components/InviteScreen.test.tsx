import { describe, expect, it } from "vitest";
import { renderInvite, textOf } from "../testing/render-invite.tsx";
import { InviteScreen } from "./InviteScreen.tsx";

const admin = { id: 1, firstName: "Aminah", isAdmin: true, referralId: "AMINAH1" };
const member = { id: 2, firstName: "Siti", isAdmin: false, referralId: "SITI22" };
const WARNING = "Invite links point at this computer";

describe("InviteScreen on a local address", () => {
  it("warns an admin that links point at this computer when no public app address is set", async () => {
    const text = textOf(
      await renderInvite(<InviteScreen />, { user: admin, at: "http://127.0.0.1:5000/invite", publicAppUrl: null }),
    );
    expect(text).toContain(`${WARNING} ( 127.0.0.1:5000 ): the people members invite cannot open them.`);
    expect(text).toContain(
      "Set PUBLIC_APP_URL to the app's public address (such as https://app.jemput.my) and restart.",
    );
    expect(text).toContain("Only admins see this.");
  });

  it("says nothing to a member, whose link is the same", async () => {
    const html = await renderInvite(<InviteScreen />, {
      user: member,
      at: "http://127.0.0.1:5000/invite",
      publicAppUrl: null,
    });
    expect(html).toContain("127.0.0.1:5000");
    expect(textOf(html)).not.toContain(WARNING);
    expect(textOf(html)).not.toContain("PUBLIC_APP_URL");
  });

  it("says nothing once links point at the public app", async () => {
    const html = await renderInvite(<InviteScreen />, {
      user: admin,
      at: "http://127.0.0.1:5000/invite",
      publicAppUrl: "https://app.jemput.my",
    });
    expect(html.replace(/<[^>]+>/g, "")).toContain("https://app.jemput.my/join/AMINAH1");
    expect(textOf(html)).not.toContain(WARNING);
  });

  it("warns when the app is opened on a private network address, or configured with a local one", async () => {
    const lan = await renderInvite(<InviteScreen />, {
      user: admin,
      at: "http://192.168.1.20:5000/invite",
      publicAppUrl: null,
    });
    expect(textOf(lan)).toContain(`${WARNING} ( 192.168.1.20:5000 )`);
    const misconfigured = await renderInvite(<InviteScreen />, {
      user: admin,
      at: "http://localhost:5173/invite",
      publicAppUrl: "http://10.0.0.5:5000",
    });
    expect(textOf(misconfigured)).toContain(`${WARNING} ( 10.0.0.5:5000 )`);
  });

  it("says nothing on the public app itself", async () => {
    const html = await renderInvite(<InviteScreen />, { user: admin, at: "https://app.jemput.my/invite" });
    expect(html.replace(/<[^>]+>/g, "")).toContain("https://app.jemput.my/join/AMINAH1");
    expect(textOf(html)).not.toContain(WARNING);
  });
});
