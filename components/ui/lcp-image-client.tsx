'use client';

import Image, { getImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = {
  src: string;
  width: number;
  height: number;
  alt: string;
  sizes: string;
  quality?: number;
  className?: string;
  /** The viewports where the picture is the page's Largest Contentful Paint: there it is
   *  preloaded at high priority; elsewhere (a phone, where the page's text is the LCP and the
   *  picture sits below it) it loads eagerly at the browser's own priority, without competing
   *  with the text's CSS and font. Absent: every viewport. */
  lcpMedia?: string;
};

/** A page's lead picture. Measured with Chromium (docs/PERFORMANCE.md): a recipe's or cut's
 *  hero is the LCP element on a desktop only, a collection's on both. A client component (as
 *  next/image is): its preload is written into the HTML while the server renders it, instead of
 *  travelling a second time, srcset and all, as a hint in the RSC payload. */
export function LcpImageClient({ lcpMedia, alt, ...image }: Props) {
  const { props } = getImageProps({ ...image, alt });
  preload(props.src, {
    as: 'image',
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
    fetchPriority: 'high',
    ...(lcpMedia ? { media: lcpMedia } : {}),
  });
  return <Image {...image} alt={alt} loading="eager" fetchPriority={lcpMedia ? undefined : 'high'} />;
}
