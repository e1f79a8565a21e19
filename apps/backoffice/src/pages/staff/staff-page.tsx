export default function P() {
  return null;
}
