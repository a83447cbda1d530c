import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { Select } from '@/design-system/components/Select';
import { TextField } from '@/design-system/components/TextField';
import { useT } from '@/lib/i18n';
import { BLOG_SORTS, type BlogListQuery, type BlogSort } from '../blog-query';

export interface BlogListControlsProps {
  query: BlogListQuery;
  /** A new search or order: the list starts again at its first page. */
  onChange: (next: { sort: BlogSort; title: string }) => void;
}

/**
 * Search the posts by title and sort them newest or oldest first. The search box shows the URL's text: it is keyed
 * by it (BlogsScreen), so back/forward and a reload show what the list is filtered by.
 */
export function BlogListControls({ query, onChange }: BlogListControlsProps) {
  const t = useT();
  const sortLabels: Record<BlogSort, string> = { newest: t('Newest'), oldest: t('Oldest') };
  return (
    // Phones: the search on its own line, the order under it; wider: side by side, the order at the end.
    <Box
      display="flex"
      flexDirection={{ mobile: 'column', tablet: 'row' }}
      alignItems={{ mobile: 'stretch', tablet: 'flex-end' }}
      justifyContent="space-between"
      gap="3"
    >
      <Box
        as="form"
        role="search"
        aria-label={t('Search posts')}
        flex="fill"
        minWidth={0}
        maxWidth="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget as HTMLFormElement).get('title');
          onChange({ sort: query.sort, title: typeof text === 'string' ? text.trim() : '' });
        }}
      >
        <Inline gap="2" wrap={false}>
          <Box flex="fill" minWidth={0}>
            <FormField label={t('Search posts')} hideLabel>
              <TextField
                type="search"
                name="title"
                iconStart="search"
                defaultValue={query.title}
                placeholder={t('Search posts')}
                enterKeyHint="search"
                maxLength={255}
              />
            </FormField>
          </Box>
          <Button type="submit" variant="outline" tone="neutral">
            {t('Search')}
          </Button>
        </Inline>
      </Box>
      <Box>
        <Select
          aria-label={t('Sort by')}
          value={query.sort}
          onValueChange={(value) => onChange({ sort: value as BlogSort, title: query.title })}
          options={BLOG_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
        />
      </Box>
    </Box>
  );
}
