import { portalConfig } from '@portal/eslint-config';

// Stored text stays text (issue 21, item 15): what members type (names, remarks, titles) and the
// audit trail are rendered by React as text; nothing here may set HTML. The shared config has no
// eslint-plugin-react (and so no react/no-danger); this selector is the same rule in core ESLint.
export default [
  ...portalConfig({ kind: 'backoffice', react: true }),
  {
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'The back office renders stored text as text: no dangerouslySetInnerHTML (issue 21, item 15).',
        },
        {
          selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'The back office never writes HTML into the page (issue 21, item 15).',
        },
      ],
    },
  },
];
