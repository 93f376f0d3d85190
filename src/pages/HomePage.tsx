import { Fragment, type ReactNode } from 'react';
import { About } from '../components/home/About.tsx';
import { Contact } from '../components/home/Contact.tsx';
import { ExperienceList } from '../components/home/ExperienceList.tsx';
import { Hero } from '../components/home/Hero.tsx';
import { ProjectList } from '../components/home/ProjectList.tsx';
import { Skills } from '../components/home/Skills.tsx';
import { Talks } from '../components/home/Talks.tsx';
import { Writing } from '../components/home/Writing.tsx';
import type { HomeData, PageProps } from '../content/pages.ts';
import { codeHostProfile } from '../lib/profile-links.ts';
import type { HomeSectionId } from '../lib/sections.ts';

/**
 * The home page: the hero, then the sections the owner lists (`home.sections`, in that order), each
 * given its part of the content. A list with no entries leaves its section out (and the nav its link):
 * `site.sections` holds only those shown.
 */
export default function HomePage({ data, site }: PageProps<HomeData>) {
  const { profile, projects, experience, skills, talks, writing } = data;
  const sections: Record<HomeSectionId, () => ReactNode> = {
    about: () => <About about={profile.about} />,
    projects: () => (
      <ProjectList projects={projects} codeHost={codeHostProfile(site.links)} intro={profile.intros.projects} />
    ),
    experience: () => <ExperienceList experience={experience} intro={profile.intros.experience} />,
    skills: () => <Skills skills={skills} intro={profile.intros.skills} />,
    writing: () => <Writing posts={writing} blogName={site.blog.name} />,
    talks: () => <Talks talks={talks} />,
    contact: () => <Contact site={site} profile={profile} />,
  };
  return (
    <>
      <Hero site={site} profile={profile} />
      {site.sections.map((id) => (
        <Fragment key={id}>{sections[id]()}</Fragment>
      ))}
    </>
  );
}
