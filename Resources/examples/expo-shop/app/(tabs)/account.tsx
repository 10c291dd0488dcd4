import { Text } from 'react-native';

export default function Account() {
  return <Text>Account</Text>;
}
