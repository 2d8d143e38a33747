// Imported first by the page server's entry: React, react-dom/server and the server bundle
// must all load their production builds (one NODE_ENV for the whole process; a development
// `react` beside a production `react-dom/server` breaks rendering).
process.env.NODE_ENV ??= 'production';
