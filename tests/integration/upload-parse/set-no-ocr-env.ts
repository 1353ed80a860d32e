// Imported first: lib/server/env.ts reads process.env once. Tesseract named where it is not installed, as on a
// server without the tesseract-ocr package: the program cannot be started (issue 24 item 3).
process.env.TESSERACT_PATH = "/nonexistent/bin/tesseract";
