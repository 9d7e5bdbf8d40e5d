// framer-motion's animation features, in a chunk of their own: a dialog's LazyMotion loads them
// once its island has hydrated, never before the first interaction.
import { domAnimation } from 'framer-motion';

export default domAnimation;
