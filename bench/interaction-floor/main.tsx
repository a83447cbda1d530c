// The floor of `npm run bench:interactions` (BENCH_FLOOR=1; scripts/bench-interaction-floor.mjs): the controls the
// storefront's measured taps open, straight from Radix on React 19 with no design system, no app and no data — a
// radio group (the variant picker), a select in the storefront's popper position or Radix's item-aligned one (the
// sort list) and a dialog with a form (the filter sheet, the quick view) — on a blank page or beside `?fill=` plain
// elements (a listing on a phone has ≈ 1 250), since what a modal does to the rest of the page grows with the page.
// What a storefront on this stack cannot beat on the same machine.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Dialog, RadioGroup, Select } from 'radix-ui';

const query = new URLSearchParams(location.search);
const FILL = Number(query.get('fill') ?? 0);
const POSITION = query.get('position') === 'item-aligned' ? 'item-aligned' : 'popper';
const ORDERS = ['Newest', 'Oldest', 'Price: low to high', 'Price: high to low', 'Top Rated', 'Best selling'];
const COLOURS = ['Red', 'Green', 'Blue'];

function Floor() {
  const [order, setOrder] = useState(ORDERS[0]);
  const [colour, setColour] = useState(COLOURS[0]);
  return (
    <main>
      <h1>Interaction floor</h1>
      <RadioGroup.Root aria-label="Colour" value={colour} onValueChange={setColour}>
        {COLOURS.map((name) => (
          <RadioGroup.Item key={name} value={name} aria-label={name} className="radio" />
        ))}
      </RadioGroup.Root>
      <p>{colour}</p>
      <Select.Root value={order} onValueChange={setOrder}>
        <Select.Trigger className="trigger" aria-label="Sort by">
          <Select.Value />
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position={POSITION}
            {...(POSITION === 'popper' ? { sideOffset: 4 } : {})}
            className="listbox"
          >
            <Select.Viewport>
              {ORDERS.map((name) => (
                <Select.Item key={name} value={name} className="option">
                  <Select.ItemText>{name}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      <Dialog.Root>
        <Dialog.Trigger className="trigger">Filters</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="overlay" />
          <Dialog.Content className="sheet" aria-describedby={undefined}>
            <Dialog.Title>Filters</Dialog.Title>
            <fieldset>
              <legend>Brands</legend>
              {Array.from({ length: 10 }, (_, i) => (
                <label key={i} style={{ display: 'block', padding: 8 }}>
                  <input type="checkbox" /> Brand {i + 1}
                </label>
              ))}
            </fieldset>
            <Dialog.Close className="trigger">Close</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div>
        {Array.from({ length: Math.ceil(FILL / 5) }, (_, i) => (
          <article className="card" key={i}>
            <h2>
              <a href={`#${i}`}>Product {i + 1}</a>
            </h2>
            <p>A line of text</p>
            <span>$10.00</span>
          </article>
        ))}
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
