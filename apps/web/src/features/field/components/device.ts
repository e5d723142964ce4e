export interface Position {
  latitude: number;
  longitude: number;
  accuracyMeters: number | null;
}

/** The phone's position (issue 5 §7), asked freshly for each check-in or scan. */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracyMeters: Number.isFinite(p.coords.accuracy) ? p.coords.accuracy : null,
        }),
      (e) => reject(new Error(e.message)),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
    );
  });
}

const MAX_SIDE = 1600;

/**
 * A camera photo is often larger than the 2 MB image limit: it is redrawn at most 1600 px
 * on its long side as JPEG before it is queued, which also keeps the queue small.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.82),
    );
    return blob ?? file;
  } catch {
    return file;
  }
}
