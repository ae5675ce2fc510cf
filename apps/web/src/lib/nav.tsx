/** Internal links and navigation that always carry the version query parameter (section 2). */
import { useCallback } from 'react';
import { Link, useNavigate, type LinkProps } from './router';
import { withVersion } from './shell';

export function href(path: string, query: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) params.set(k, String(v));
  const search = params.toString();
  return withVersion(search ? `${path}?${search}` : path);
}

export function VLink({ to, ...rest }: LinkProps) {
  return <Link to={withVersion(to)} {...rest} />;
}

export function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (to: string, options: { replace?: boolean } = {}) => navigate(withVersion(to), options),
    [navigate],
  );
}
