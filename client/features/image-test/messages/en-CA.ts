// The image upload test page's texts (decision 017). English as it was; fr-CA.ts has the same keys.
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "imageTest.title": "Image upload test",
  "imageTest.intro":
    "This page checks that image uploads work: an image goes through the same size and type checks and the same storage as the images of the guide editor, and the page shows what was stored.",
  "imageTest.checkingSession": "Checking your session",
  "imageTest.notAllowed":
    "Only administrators and managers can upload images. Your account can't use this check. <0>Back to Dashboard</0>",
  "imageTest.signedOut": "Uploading is open to administrators and managers. <0>Sign in</0> to run the check.",
  "imageTest.formTitle": "Upload an image",
  "imageTest.image": "Image",
  "imageTest.hint": "PNG, JPEG, GIF or WebP, smaller than 10MB.",
  "imageTest.uploading": "Uploading...",
  "imageTest.upload": "Upload",
  "imageTest.uploaded": "Upload successful",
  "imageTest.noFile": "Please select an image file",
  "imageTest.failed": "Upload failed: {message}",
  "imageTest.problem": "{title}: {description}",
  "imageTest.tooLarge": "File too large",
  "imageTest.tooLargeText": "Please select an image smaller than 10MB",
  "imageTest.notImage": "Invalid file type",
  "imageTest.notImageText": "Please select an image file",
  "imageTest.stored": "Stored image",
  "imageTest.storedAlt": "The uploaded image, loaded back from storage",
  "imageTest.type": "Detected type",
  "imageTest.size": "Size",
  "imageTest.bytes": "{size} bytes",
  "imageTest.kb": "{size} KB",
  "imageTest.mb": "{size} MB",
  "imageTest.storage": "Storage",
  "imageTest.s3": "S3-compatible storage",
  "imageTest.disk": "Disk",
  "imageTest.url": "URL",
} as const;
