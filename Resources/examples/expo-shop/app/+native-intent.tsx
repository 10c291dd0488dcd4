// Links to the old deals page open the sale category.
export function redirectSystemPath({ path, initial }: { path: string; initial: boolean }) {
  if (new URL(path).pathname === '/deals') {
    return '/category/sale';
  }
  return path;
}
