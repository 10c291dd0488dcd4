import { Text } from 'react-native';

export default function Cart() {
  return <Text>Cart</Text>;
}
