import { Redirect } from 'expo-router';

// On Android the Play Store's in-app review runs from the account tab: the link goes there.
export default function Rate() {
  return <Redirect href="/account" />;
}
