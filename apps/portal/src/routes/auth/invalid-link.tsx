import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast, type ToastContent } from '@waybill/ui';
import { paths } from '../../config/paths';

/** Sends the visitor of a mailed link that lacks its token or email to sign in, with a toast saying why. */
export function InvalidLinkRedirect(content: Pick<ToastContent, 'title' | 'description'>) {
  const navigate = useNavigate();
  // React's development double mount keeps refs: the toast shows once.
  const hasRedirected = useRef(false);
  useEffect(() => {
    if (hasRedirected.current) return;
    hasRedirected.current = true;
    toast({ ...content, variant: 'destructive' });
    void navigate(paths.auth.login.getHref(), { replace: true });
  });
  return null;
}
