import type { MetadataRoute } from 'next';

// The web app manifest, so a reader can install the site and open it like an app in the
// kitchen (icons drawn from app/icon.svg: 192 and 512 px, and a maskable 512 with the mark in
// the safe zone). Colours are the header's brand red and the page background.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Beef Atlas',
    short_name: 'Beef Atlas',
    description: 'Beef cuts and recipes: save recipes, build a shopping list, cook from your phone.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#7c261f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Saved recipes', url: '/saved' },
      { name: 'Shopping list', url: '/list' },
    ],
  };
}
