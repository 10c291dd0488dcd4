import { useLocalSearchParams } from 'expo-router';
import { Text } from 'react-native';

export default function Category() {
  const { slug } = useLocalSearchParams<{ slug: string[] }>();
  return <Text>{slug.join(' / ')}</Text>;
}
