import { Sparkles } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { LayoutMenu } from '@/features/sidebar';
import { cn } from '@/lib/cn';
import { strings } from '@/lib/i18n/strings';
import { appRoutes } from './routes';

export function TopBar() {
  const [location] = useLocation();
  return (
    <header className="flex h-12 shrink-0 items-center gap-4 border-b border-border px-4">
      <Link href="/" className="flex items-center gap-2 font-semibold">
        <Sparkles className="size-5 text-primary" aria-hidden />
        {strings.appName}
      </Link>
      <nav aria-label={strings.nav.label} className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto">
        {appRoutes.map((route) => {
          const active = route.path === location;
          return (
            <Link
              key={route.path}
              href={route.path}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'rounded-md px-2.5 py-1.5 text-sm whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground',
                active && 'bg-muted text-foreground',
              )}
            >
              {route.label}
            </Link>
          );
        })}
      </nav>
      <LayoutMenu />
    </header>
  );
}
