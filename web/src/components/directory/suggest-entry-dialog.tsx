import { facetTag } from '@core/directories/directory-definition';
import { suggestionInputSchema } from '@core/directories/directory-suggestions';
import type { ToolId } from '@core/tools/tool-catalogue';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useSuggestEntry } from '@/lib/directories/directory-suggestions-api';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { issuesById } from '@/lib/tool-documents/issues-by-id';
import type { DirectoryFacetChoice } from './directory-page';

type SuggestEntryDialogProps = { directory: ToolId; facets: readonly DirectoryFacetChoice[]; onClose: () => void };

/**
 * 'Suggest an entry' (ADR 0100): its name, the public page it is documented on (required), a sentence on what it is,
 * and its filters. It is in the author's results at once and published once two other users confirm it. A wrong
 * field is said beside it, by the page's check or the server's; nothing typed is lost.
 */
export function SuggestEntryDialog({ directory, facets, onClose }: SuggestEntryDialogProps) {
  const t = useT();
  const said = useSaid();
  const suggest = useSuggestEntry(directory);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const serverIssues =
    suggest.error instanceof ApiError
      ? Object.fromEntries(suggest.error.issues.map(({ path, message }) => [path, message]))
      : {};
  const error = (field: string) => {
    const message = issues[field] ?? serverIssues[field];
    return message ? said(message) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = suggestionInputSchema.safeParse({ name, url, description, facets: chosen });
    if (!checked.success) {
      setIssues(issuesById(checked.error.issues, {}));
      return;
    }
    setIssues({});
    suggest.mutate(checked.data, { onSuccess: onClose });
  };
  const toggle = (tag: string) =>
    setChosen((current) => (current.includes(tag) ? current.filter((each) => each !== tag) : [...current, tag]));
  return (
    <Dialog open onOpenChange={(open) => !open && !suggest.isPending && onClose()}>
      <DialogContent
        className="max-w-xl"
        title={t({ id: 'directory.suggest.title', defaultMessage: 'Suggest an entry' })}
        description={t({
          id: 'directory.suggest.description',
          defaultMessage:
            'Only real organisations and programmes, with the public page that documents them. Your suggestion shows for you at once, and for everyone once two other users confirm it.',
        })}
      >
        <form onSubmit={submit} noValidate className="space-y-3">
          <FormField
            label={t({ id: 'directory.suggest.name', defaultMessage: 'Name' })}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error('name')}
            autoComplete="off"
          />
          <FormField
            type="url"
            label={t({ id: 'directory.suggest.url', defaultMessage: 'Public page (link)' })}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={error('url')}
            autoComplete="off"
          />
          <TextAreaField
            label={t({ id: 'directory.suggest.what', defaultMessage: 'What it is, in a sentence or two' })}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            error={error('description')}
          />
          {facets.map((facet) => (
            <fieldset key={facet.key} className="space-y-1">
              <legend className="text-sm font-medium">{facet.label}</legend>
              <div className="flex flex-wrap gap-2">
                {facet.values.map((value) => {
                  const tag = facetTag(facet.key, value);
                  const label = facet.labels[value]!;
                  return (
                    <label key={value} className="inline-flex min-h-8 items-center gap-1.5 text-sm">
                      <input type="checkbox" checked={chosen.includes(tag)} onChange={() => toggle(tag)} />
                      {typeof label === 'string' ? label : t(label)}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
          {error('facets') && <FormAlert message={error('facets')} />}
          {suggest.error && !(suggest.error instanceof ApiError && suggest.error.issues.length > 0) && (
            <FormAlert message={suggest.error.message} />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={suggest.isPending}>
              {t({ id: 'directory.suggest.cancel', defaultMessage: 'Cancel' })}
            </Button>
            <Button type="submit" disabled={suggest.isPending}>
              {t({ id: 'directory.suggest.send', defaultMessage: 'Suggest' })}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
