// "Rate the shop": a page of its own on iOS (the App Store's review sheet opens from it).
export default function Rate() {
  return null;
}
