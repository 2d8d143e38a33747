// Tajawal, self-hosted (no font CDN): regular and bold, Arabic and Latin subsets.
import '@fontsource/tajawal/400.css';
import '@fontsource/tajawal/700.css';
