import { Link, Stack } from 'expo-router';
import { Text } from 'react-native';

export default function NotFound() {
  return (
    <>
      <Stack.Screen options={{ title: 'Oops!' }} />
      <Text>This screen does not exist.</Text>
      <Link href="/">Go home</Link>
    </>
  );
}
