import { Stack } from 'expo-router';

// Shared by the Home and Search tabs: each tab gets its own copy of this Stack.
export const unstable_settings = {
  anchor: 'index',
  search: { anchor: 'search' },
};

export default function SharedLayout() {
  return (
    <Stack>
      <Stack.Screen name="product/[id]" options={{ title: 'Product' }} />
    </Stack>
  );
}
