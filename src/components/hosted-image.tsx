// A stored file (a path on the file host of the site settings) as an image. Screens and
// engine configs keep the path the contract gives; the host is joined here, in one place.
import { Image, type ImageProps } from '@chakra-ui/react/image';
import { fileUrl, useSiteSettings } from '@/api/site-settings';

export function HostedImage({ path, ...props }: { path: string } & Omit<ImageProps, 'src'>) {
  const host = useSiteSettings().query.data?.file_host;
  return <Image src={fileUrl(host, path)} {...props} />;
}
