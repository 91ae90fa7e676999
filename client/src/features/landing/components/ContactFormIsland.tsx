import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { ContactForm } from '@/features/landing/components/ContactForm';
import { IslandProviders } from '@/features/landing/islands/IslandProviders';

type ContactFormIslandProps = Parameters<typeof ContactForm>[0];

/**
 * The contact form wherever the landing page shows: inside the full app it uses the app's store
 * and antd providers; on the light landing it brings its own (IslandProviders).
 */
export const ContactFormIsland = (props: ContactFormIslandProps) => {
  const inApp = useContext(ReactReduxContext) !== null;
  const form = <ContactForm {...props} />;
  return inApp ? form : <IslandProviders>{form}</IslandProviders>;
};
