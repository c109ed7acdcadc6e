/**
 * The texts the remote adds at mount; the others come with the screens that show them (screens.tsx);
 * ko.ts has them all.
 */
export const koAtMount = {
  service: '카카오톡 비즈메시지',
};
