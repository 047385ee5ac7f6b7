import { RegisterForm } from './Register';

/** /phoneregister: the registration form laid out for phones (one column, no card). */
export function PhoneRegister() {
  return <RegisterForm route="/phoneregister" layout="phone" />;
}
