import { Redirect } from 'expo-router';

export default function Promo() {
  return <Redirect href="/category/sale" />;
}
