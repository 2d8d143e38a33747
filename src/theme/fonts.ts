// Tajawal, self-hosted (no font CDN): regular and bold, Arabic and Latin subsets, and a
// size-matched local fallback for the moment before they arrive (./font-fallback.css).
// index.html preloads the detected language's subset (scripts/font-preload.ts).
import '@fontsource/tajawal/400.css';
import '@fontsource/tajawal/700.css';
import './font-fallback.css';
