import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
  "imageTest.title": "Test de téléversement d'images",
  "imageTest.intro":
    "Cette page vérifie que le téléversement d'images fonctionne : l'image passe par les mêmes contrôles de taille et de type et le même stockage que les images de l'éditeur des guides, puis la page montre ce qui a été enregistré.",
  "imageTest.checkingSession": "Vérification de votre session",
  "imageTest.notAllowed":
    "Seuls les administrateurs et les directeurs peuvent téléverser des images. Votre compte ne peut pas faire cette vérification. <0>Retour au tableau de bord</0>",
  "imageTest.signedOut":
    "Le téléversement est réservé aux administrateurs et aux directeurs. <0>Connectez-vous</0> pour faire la vérification.",
  "imageTest.formTitle": "Téléverser une image",
  "imageTest.image": "Image",
  "imageTest.hint": "PNG, JPEG, GIF ou WebP, de moins de 10 Mo.",
  "imageTest.uploading": "Téléversement...",
  "imageTest.upload": "Téléverser",
  "imageTest.uploaded": "Téléversement réussi",
  "imageTest.noFile": "Choisissez un fichier image",
  "imageTest.failed": "Échec du téléversement : {message}",
  "imageTest.problem": "{title} : {description}",
  "imageTest.tooLarge": "Fichier trop volumineux",
  "imageTest.tooLargeText": "Choisissez une image de moins de 10 Mo",
  "imageTest.notImage": "Type de fichier non valide",
  "imageTest.notImageText": "Choisissez un fichier image",
  "imageTest.stored": "Image enregistrée",
  "imageTest.storedAlt": "L'image téléversée, rechargée depuis le stockage",
  "imageTest.type": "Type détecté",
  "imageTest.size": "Taille",
  "imageTest.bytes": "{size} octets",
  "imageTest.kb": "{size} ko",
  "imageTest.mb": "{size} Mo",
  "imageTest.storage": "Stockage",
  "imageTest.s3": "Stockage compatible S3",
  "imageTest.disk": "Disque",
  "imageTest.url": "URL",
};
