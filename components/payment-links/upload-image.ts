/**
 * Uploads a logo or cover with progress: fetch() reports no upload progress, XMLHttpRequest does.
 * The body is the API's `{"file": "<data URL>"}`; the session cookie authenticates, as with apiFetch.
 */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function uploadImage<T>(
  linkId: string,
  kind: "logo" | "cover",
  file: File,
  onProgress: (percent: number) => void,
): Promise<T> {
  const dataUrl = await readAsDataUrl(file);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/v1/payment-links/${encodeURIComponent(linkId)}/upload-${kind}`);
    xhr.setRequestHeader("content-type", "application/json");
    xhr.setRequestHeader("accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: { data?: T; error?: { message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) {
        onProgress(100);
        resolve(body.data);
      } else reject(new UploadError(xhr.status, body.error?.message ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new UploadError(0, "network error"));
    xhr.send(JSON.stringify({ file: dataUrl }));
  });
}

export const ACCEPTED_TYPES = ["image/png", "image/jpeg", "image/webp"];

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) ? 1 : 0)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}
