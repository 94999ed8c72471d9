// /signup: the same registration page under the spec's second name.
export { default, generateMetadata } from '../register/page';
