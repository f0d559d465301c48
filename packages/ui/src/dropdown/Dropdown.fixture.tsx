import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { Dropdown } from './Dropdown.tsx';
import type { DropdownDataProvider, DropdownOption } from './types.ts';

const statuses: DropdownOption<string>[] = [
  { key: 'ready', value: 'Ready for move-in', description: 'Cleaned and inspected' },
  { key: 'notice', value: 'On notice' },
  { key: 'down', value: 'Down unit', disabled: true, description: 'Needs repairs' },
  { key: 'model', value: 'Model unit' },
];

const amenities: DropdownOption<string>[] = [
  { key: 'all', value: 'select all', selectAll: true },
  { key: 'sep-indoor', value: 'indoor', separator: true },
  { key: 'gym', value: 'Gym' },
  { key: 'lounge', value: 'Resident lounge' },
  { key: 'sauna', value: 'Sauna', disabled: true },
  { key: 'sep-outdoor', value: 'outdoor', separator: true },
  { key: 'pool', value: 'Pool' },
  { key: 'grill', value: 'Grill area' },
  { key: 'dog-park', value: 'Dog park' },
];

const streets = ['Oak', 'Elm', 'Maple', 'Cedar', 'Birch', 'Willow', 'Aspen', 'Spruce', 'Pine', 'Alder'];
const residents = Array.from({ length: 95 }, (_, i) => ({
  key: i + 1,
  value: `Resident ${i + 1}`,
  description: `${100 + i} ${streets[i % streets.length]} Street`,
  token: String(i + 1),
}));

/** A stand-in for the app's data provider: half a second of latency over 95 residents. */
const provider: DropdownDataProvider<number> = async (_resource, request) => {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const text = request.search?.text.toLowerCase() ?? '';
  const matching = residents.filter(
    (resident) => resident.value.toLowerCase().includes(text) || resident.description.toLowerCase().includes(text),
  );
  const start =
    request.paging === 'basic'
      ? request.page * request.size
      : matching.findIndex((resident) => resident.token === request.token) + 1;
  const size = request.paging === 'basic' ? request.size : request.limit;
  return { items: matching.slice(start, start + size), totalSize: matching.length };
};

export function SingleStatic() {
  const [value, setValue] = useState<string | null>('notice');
  return (
    <Dropdown
      label="unit status"
      placeholder="select a status"
      options={statuses}
      value={value}
      onChange={(next) => setValue(next)}
    />
  );
}

export function MultipleWithSelectAll() {
  const [value, setValue] = useState<string[]>(['gym', 'pool']);
  return (
    <Dropdown
      multiple
      label="amenities"
      placeholder="select amenities"
      options={amenities}
      value={value}
      onChange={(next) => setValue(next)}
      searchable
    />
  );
}

export function ServerSearchBasicPaging() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <Dropdown
      label="resident"
      placeholder="search residents"
      dataProvider={provider}
      resource="residents"
      value={value}
      onChange={(next) => setValue(next)}
    />
  );
}

export function TokenPagingMultiple() {
  const [value, setValue] = useState<number[]>([]);
  return (
    <Dropdown
      multiple
      label="residents (token paging)"
      dataProvider={provider}
      resource="residents"
      paging="token"
      value={value}
      onChange={(next) => setValue(next)}
    />
  );
}

export function Sizes() {
  return (
    <SimpleGrid cols={3}>
      <Dropdown label="normal" options={statuses} defaultValue="ready" />
      <Dropdown label="small" size="small" options={statuses} defaultValue="ready" />
      <Dropdown label="xsmall" size="xsmall" options={statuses} defaultValue="ready" />
    </SimpleGrid>
  );
}

export function EmptyCommunities() {
  return (
    <Dropdown
      label="community"
      placeholder="select community"
      options={[]}
      emptyText="No communities available"
      error="This field is required"
    />
  );
}
