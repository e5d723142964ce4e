import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccusedListItem } from '@cmis/shared';
import { usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import { useCurrentUser } from '@/lib/session';
import { useAccusedList } from '../../api/get-accused-list';
import type { AccusedListParams, AccusedTab, HeadingFilter, SortChoice } from '../../list-query';
import { ExportModal } from '../export/export-modal';
import { PreventiveDrawer } from '../form/preventive-drawer';
import { ProfileModal, type ProfileTarget } from '../profile/profile-modal';
import { AccusedTable } from './accused-table';
import { ActiveReasonModal } from './active-reason-modal';
import { ListToolbar } from './list-toolbar';
import { PhotoModal, type PhotoView } from './photo-modal';

export interface AccusedListProps {
  /** Role 2: which of its two tabs. */
  tab?: AccusedTab;
  /** Role 8: the unit it picked. */
  cityId?: number;
  /** Role 2: opens the accused drawer on a record it may change. */
  onEdit?: (row: AccusedListItem) => void;
  /** The page's Download button opens the download modal, which works on this list. */
  exporting: boolean;
  onExportClose: () => void;
}

/** Which list a page index belongs to. */
function listKey(tab: AccusedTab | undefined, cityId: number | undefined): string {
  return `${tab ?? ''}:${cityId ?? ''}`;
}

/**
 * Spec 2 §2.1: the accused list with search, heading filter and sorter, the photo modal,
 * the profile modal, the active/inactive tag (role 4) and the download modal.
 */
export function AccusedList(props: AccusedListProps) {
  const { tab, cityId, onEdit } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const paging = usePaging();
  const search = useSearch(() => paging.setPage(0));
  const [filter, setFilter] = useState<HeadingFilter | undefined>();
  const [sort, setSort] = useState<SortChoice | undefined>();
  const [photo, setPhoto] = useState<PhotoView | null>(null);
  const [profile, setProfile] = useState<ProfileTarget | null>(null);
  const [preventiveFor, setPreventiveFor] = useState<number | null>(null);
  const [toggling, setToggling] = useState<AccusedListItem | null>(null);

  // A new tab or unit starts again at its first page.
  const key = listKey(tab, cityId);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    paging.setPage(0);
  }

  const params: AccusedListParams = {
    tab,
    cityId,
    search: search.applied || undefined,
    filter,
    sort,
  };
  const list = useAccusedList({ ...params, page: paging.page, size: paging.size });

  // Any change of what the list shows starts again at its first page.
  const narrow =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      paging.setPage(0);
    };

  return (
    <>
      <SearchBar
        search={search}
        placeholder={t('Search by name (Marathi or English)')}
        testId="accused-search"
      />
      <ListToolbar
        filter={filter}
        sort={sort}
        onFilter={narrow(setFilter)}
        onSort={narrow(setSort)}
      />
      <AccusedTable
        query={list}
        paging={paging}
        sort={sort}
        statusCityId={user.role === '4' ? user.cityId : null}
        onSortChange={narrow(setSort)}
        onPhoto={(row) => row.photoUrl && setPhoto({ name: row.name, url: row.photoUrl })}
        onView={(row, section) => setProfile({ id: row.id, section })}
        onPreventive={(row) => setPreventiveFor(row.id)}
        onEdit={onEdit}
        onToggleActive={setToggling}
      />
      <PhotoModal photo={photo} onClose={() => setPhoto(null)} />
      <ProfileModal target={profile} onClose={() => setProfile(null)} />
      {preventiveFor !== null && (
        <PreventiveDrawer open accusedId={preventiveFor} onClose={() => setPreventiveFor(null)} />
      )}
      <ActiveReasonModal row={toggling} onClose={() => setToggling(null)} />
      <ExportModal
        open={props.exporting}
        onClose={props.onExportClose}
        params={params}
        total={list.data?.total ?? 0}
      />
    </>
  );
}
