import { describe, expect, it } from "vitest";
import sharp from "sharp";
import * as collection from "@/app/v1/payment-links/route";
import * as uploadLogo from "@/app/v1/payment-links/[id]/upload-logo/route";
import * as uploadCover from "@/app/v1/payment-links/[id]/upload-cover/route";
import * as removeLogo from "@/app/v1/payment-links/[id]/logo/route";
import * as removeCover from "@/app/v1/payment-links/[id]/cover/route";
import * as media from "@/app/media/[...key]/route";
import { resetConfigForTests } from "@/server/platform/config";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

async function newLink(m: TestMerchant): Promise<string> {
  const res = await call(collection.POST, "POST", "/v1/payment-links", {
    auth: m.auth,
    body: { title: "Caneca", product_type: "physical", allowed_payment_methods: ["credit_card"] },
  });
  return res.body.data.id;
}

function upload(m: TestMerchant, id: string, file: string, kind: "logo" | "cover" = "logo") {
  const handler = kind === "logo" ? uploadLogo.POST : uploadCover.POST;
  return call(handler, "POST", `/v1/payment-links/${id}/upload-${kind}`, {
    auth: m.auth,
    body: { file },
    params: { id },
  });
}

async function fetchMedia(url: string) {
  const key = new URL(url, "http://localhost").pathname.replace(/^\/media\//, "");
  const res = await media.GET(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ key: key.split("/") }),
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

const png = (w = 64, h = 64) =>
  sharp({ create: { width: w, height: h, channels: 4, background: "#0f766e" } })
    .png()
    .toBuffer();

describe("image uploads", () => {
  it("stores a PNG logo, serves it immutable with nosniff, and removes it", async () => {
    const m = await createTestMerchant();
    const id = await newLink(m);
    const res = await upload(m, id, `data:image/png;base64,${(await png()).toString("base64")}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const logo = res.body.data.logo;
    expect(logo).toMatchObject({ content_type: "image/png", width: 64, height: 64 });
    expect(res.body.data.merchant_logo_url).toBe(logo.url);
    expect(logo.url).toMatch(new RegExp(`^/media/pl/${id}/logo-[0-9a-f]{32}\\.png$`));
    const { res: served, body } = await fetchMedia(logo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(body).metadata()).format).toBe("png");

    const del = await call(removeLogo.DELETE, "DELETE", `/v1/payment-links/${id}/logo`, {
      auth: m.auth,
      params: { id },
    });
    expect(del.body.data.logo).toBeNull();
    expect(del.body.data.merchant_logo_url).toBeNull();
    expect((await fetchMedia(logo.url)).res.status).toBe(404);
  });

  it("refuses an SVG, even one sent as a PNG", async () => {
    const m = await createTestMerchant();
    const id = await newLink(m);
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const file of [
      `data:image/svg+xml;base64,${svg.toString("base64")}`,
      `data:image/png;base64,${svg.toString("base64")}`,
    ]) {
      const res = await upload(m, id, file);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "unsupported_image_type", param: "file" });
    }
  });

  it("accepts a PNG declared as JPEG for what its bytes are: a PNG", async () => {
    const m = await createTestMerchant();
    const id = await newLink(m);
    const res = await upload(m, id, `data:image/jpeg;base64,${(await png()).toString("base64")}`);
    expect(res.status).toBe(200);
    expect(res.body.data.logo.content_type).toBe("image/png");
    expect(res.body.data.logo.url).toMatch(/\.png$/);
  });

  it("answers 413 past UPLOAD_MAX_BYTES and 400 past UPLOAD_MAX_DIMENSION", async () => {
    const m = await createTestMerchant();
    const id = await newLink(m);
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1200, height: 1200, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    const big = await upload(m, id, noisy.toString("base64"), "cover");
    expect(big.status).toBe(413);
    expect(big.body.error.param).toBe("file");

    process.env.UPLOAD_MAX_DIMENSION = "100";
    resetConfigForTests();
    try {
      const wide = await upload(m, id, (await png(101, 20)).toString("base64"), "cover");
      expect(wide.status).toBe(400);
      expect(wide.body.error.code).toBe("image_too_large");
    } finally {
      delete process.env.UPLOAD_MAX_DIMENSION;
      resetConfigForTests();
    }
  });

  it("refuses a text file that starts with a PNG header", async () => {
    const m = await createTestMerchant();
    const id = await newLink(m);
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    const res = await upload(m, id, fake.toString("base64"));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_image");
  });

  it("stores a JPEG with EXIF without the EXIF, upright", async () => {
    const m = await createTestMerchant();
    const id = await newLink(m);
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ff8800" } })
      .jpeg()
      .withExif({ IFD0: { Make: "SpyCam", Model: "GPS-9000", Copyright: "secret-owner" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(Buffer.from("SpyCam"))).toBe(true);
    const res = await upload(m, id, photo.toString("base64"), "cover");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.cover).toMatchObject({ content_type: "image/jpeg", width: 300, height: 200 });
    const { body } = await fetchMedia(res.body.data.cover.url);
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(body.includes(Buffer.from("SpyCam"))).toBe(false);
    expect(body.includes(Buffer.from("secret-owner"))).toBe(false);
  });

  it("refuses empty and non-base64 files", async () => {
    const m = await createTestMerchant();
    const id = await newLink(m);
    expect((await upload(m, id, "not base64 at all!")).status).toBe(400);
    expect((await upload(m, id, "data:image/png,rawtext")).status).toBe(400);
    expect(
      (
        await call(uploadLogo.POST, "POST", `/v1/payment-links/${id}/upload-logo`, {
          auth: m.auth,
          body: {},
          params: { id },
        })
      ).body.error.param,
    ).toBe("file");
  });

  it("merchant B gets 404 uploading to or removing A's images, and A's image stays", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const id = await newLink(a);
    const mine = await upload(a, id, (await png()).toString("base64"), "cover");
    const file = (await png(32, 32)).toString("base64");
    expect((await upload(b, id, file, "logo")).status).toBe(404);
    expect((await upload(b, id, file, "cover")).status).toBe(404);
    expect(
      (await call(removeCover.DELETE, "DELETE", `/v1/payment-links/${id}/cover`, { auth: b.auth, params: { id } }))
        .status,
    ).toBe(404);
    expect(
      (await call(removeLogo.DELETE, "DELETE", `/v1/payment-links/${id}/logo`, { auth: b.auth, params: { id } }))
        .status,
    ).toBe(404);
    expect((await fetchMedia(mine.body.data.cover.url)).res.status).toBe(200);
  });

  it("does not serve keys outside the image key pattern", async () => {
    const res = await media.GET(new Request("http://localhost/media/x"), {
      params: Promise.resolve({ key: ["..", "..", "etc", "passwd"] }),
    });
    expect(res.status).toBe(404);
  });
});
