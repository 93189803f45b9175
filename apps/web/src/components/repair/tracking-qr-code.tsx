import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { qrCodeDataUrl } from "@/lib/qr-code";

/** The tracking link as a QR code, drawn once the qrcode package has loaded. */
export function TrackingQrCode({ url, label }: { url: string; label: string }) {
  const [drawn, setDrawn] = useState<
    { url: string; src: string } | { url: string; failed: true }
  >();
  useEffect(() => {
    let current = true;
    qrCodeDataUrl(url).then(
      (src) => current && setDrawn({ url, src }),
      () => current && setDrawn({ url, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [url]);

  if (!drawn || drawn.url !== url) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Drawing the QR code...
      </p>
    );
  }
  if ("failed" in drawn) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The QR code could not be drawn. The link above still works.
      </p>
    );
  }
  return (
    <img
      src={drawn.src}
      alt={label}
      width={176}
      height={176}
      className="size-44 rounded-md border border-border bg-white p-1"
    />
  );
}
