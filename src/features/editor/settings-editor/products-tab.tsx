'use client';
// The Products tab: the organisation's products, each with its pricing plans, in the order dragged;
// plans that belong to no product are listed after them. A product has a name, address (slug),
// description and picture; its plans are edited in plan-fields.tsx.
import { Plus } from 'lucide-react';
import { useEditorContext } from '../editor-labels';
import { plainText } from '../translations';
import { newRecords } from './draft-edits';
import { ImageField } from './image-field';
import { PlanFields, PlanBadges } from './plan-fields';
import { Badge, RecordList } from './record-list';
import { ADD_BUTTON, LocalizedField, SwitchField, TabHeading, TextField } from './settings-controls';
import { useSettings } from './settings-context';
import type { ProductDraft } from './settings-draft';

export function ProductsTab() {
  const { editor: labels } = useEditorContext();
  const { draft, add } = useSettings();
  const byKey = new Map(draft.products.map((product) => [product.key, product]));
  const loose = draft.pricing_plans.filter((plan) => !plan.product_key || !byKey.has(plan.product_key));
  return (
    <div className="space-y-6">
      <div>
        <TabHeading title={labels.gsTabProducts} subtitle={labels.gsProductsSubtitle}>
          <button type="button" className={ADD_BUTTON} onClick={() => add('products', newRecords.product())}>
            <Plus className="size-4" aria-hidden="true" />
            {labels.gsAddProduct}
          </button>
        </TabHeading>
        <RecordList
          collection="products"
          sortable
          label={labels.gsTabProducts}
          empty={labels.gsProductsEmpty}
          keys={draft.products.map((product) => product.key)}
          name={(key) => plainText(byKey.get(key)?.name)}
          badges={(key) => (byKey.get(key)?.is_displayed === false ? <Badge>{labels.gsHidden}</Badge> : null)}
        >
          {(key) => <ProductFields product={byKey.get(key)!} />}
        </RecordList>
      </div>
      {loose.length > 0 && (
        <section aria-labelledby="settings-loose-plans">
          <h4 id="settings-loose-plans" className="mb-2 text-sm font-semibold text-gray-900">
            {labels.gsPlansWithoutProduct}
          </h4>
          <PlanList productKey={null} keys={loose.map((plan) => plan.key)} />
        </section>
      )}
    </div>
  );
}

function ProductFields({ product }: { product: ProductDraft }) {
  const { editor: labels } = useEditorContext();
  const { record, draft } = useSettings();
  const at = `products.${product.key}`;
  const patch = (next: Partial<ProductDraft>, typing = false) => record('products', product.key, next, typing);
  const plans = draft.pricing_plans.filter((plan) => plan.product_key === product.key);
  return (
    <>
      <LocalizedField
        path={`${at}.name`}
        label={labels.gsName}
        base={product.name}
        translations={product.name_translation}
        onChange={(change) => patch('base' in change ? { name: change.base } : { name_translation: change.translations }, true)}
      />
      <TextField path={`${at}.slug`} label={labels.gsSlug} hint={labels.gsSlugHint} value={product.slug} onChange={(slug) => patch({ slug: slug.toLowerCase() }, true)} />
      <LocalizedField
        path={`${at}.description`}
        label={labels.gsDescription}
        multiline
        base={product.description}
        translations={product.description_translation}
        onChange={(change) => patch('base' in change ? { description: change.base } : { description_translation: change.translations }, true)}
      />
      <ImageField path={`${at}.image`} label={labels.gsImage} value={product.image} onChange={(image) => patch({ image })} />
      <SwitchField path={`${at}.is_displayed`} label={labels.gsShown} checked={product.is_displayed} onChange={(is_displayed) => patch({ is_displayed })} />
      <section className="space-y-2" aria-label={labels.gsPlans}>
        <h4 className="text-sm font-semibold text-gray-900">{labels.gsPlans}</h4>
        <PlanList productKey={product.key} keys={plans.map((plan) => plan.key)} />
      </section>
    </>
  );
}

function PlanList({ productKey, keys }: { productKey: string | null; keys: string[] }) {
  const { editor: labels } = useEditorContext();
  const { draft, add } = useSettings();
  const byKey = new Map(draft.pricing_plans.map((plan) => [plan.key, plan]));
  return (
    <div className="space-y-2">
      <RecordList
        collection="pricing_plans"
        sortable
        label={labels.gsPlans}
        empty={labels.gsPlansEmpty}
        keys={keys}
        name={(key) => plainText(byKey.get(key)?.name)}
        badges={(key) => <PlanBadges plan={byKey.get(key)!} />}
      >
        {(key) => <PlanFields plan={byKey.get(key)!} />}
      </RecordList>
      {productKey && (
        <button type="button" className={ADD_BUTTON} onClick={() => add('pricing_plans', newRecords.plan(productKey, draft.pricing_plans[0]?.currency))}>
          <Plus className="size-4" aria-hidden="true" />
          {labels.gsAddPlan}
        </button>
      )}
    </div>
  );
}
