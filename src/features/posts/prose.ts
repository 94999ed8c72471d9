// Typography for stored long-form HTML (post bodies, policies), whose elements carry no classes of
// their own. Links take the organisation's colour from the --accent variable the wrapper sets.
export const PROSE = [
  'text-[1.0625rem] leading-8 text-gray-700',
  '[&>*+*]:mt-5 [&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight [&_h2]:text-gray-900',
  '[&_h3]:mt-9 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug [&_h3]:text-gray-900',
  '[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-gray-900 [&_h5]:mt-6 [&_h5]:font-semibold [&_h5]:text-gray-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-gray-400',
  '[&_a]:font-medium [&_a]:text-[var(--accent)] [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-4 [&_a:hover]:decoration-2',
  '[&_strong]:font-semibold [&_strong]:text-gray-900 [&_em]:text-gray-600',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-[var(--accent)] [&_blockquote]:pl-5 [&_blockquote]:text-gray-600 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-gray-900',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-gray-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-gray-500',
  '[&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-gray-300 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_td]:border-b [&_td]:border-gray-200 [&_td]:px-3 [&_td]:py-2',
  '[&_hr]:my-10 [&_hr]:border-gray-200',
].join(' ');
