import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import * as classes from './SettleTab.module.css';

/**
 * The QR code of a `upi://pay` link, drawn as SVG by uqr, which loads only when a respondent asks
 * for the code (never with the portal's first load).
 */
export function UpiQrCode({ link, label, failedText }: { link: string; label: string; failedText: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "upi-qr" */ 'uqr')
      .then(({ renderSVG }) => live && setSvg(renderSVG(link, { ecc: 'M', border: 2 })))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [link]);
  if (failed) return <Text size="sm" c="red">{failedText}</Text>;
  if (!svg) return null;
  // uqr writes only <svg>, <rect> and <path> from the link's bits; nothing of the link is markup.
  return <div role="img" aria-label={label} data-upi-link={link} className={classes.qr} dangerouslySetInnerHTML={{ __html: svg }} />;
}
