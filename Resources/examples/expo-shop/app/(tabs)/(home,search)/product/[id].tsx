import { useLocalSearchParams } from 'expo-router';
import { Text } from 'react-native';

export default function Product() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <Text>Product {id}</Text>;
}
