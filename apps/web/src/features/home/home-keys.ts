/** The keys of /home/'s parts as kept on the device (lib/storage/last-known). */
export function homeKeys(lang: string) {
  return {
    info: 'home.info',
    course: `home.course.${lang}`,
    streak: 'home.streak',
    missions: `home.missions.${lang}`,
    news: `home.news.${lang}`,
  } as const;
}
