import { About } from '../components/home/About.tsx';
import { Contact } from '../components/home/Contact.tsx';
import { ExperienceList } from '../components/home/ExperienceList.tsx';
import { Hero } from '../components/home/Hero.tsx';
import { ProjectList } from '../components/home/ProjectList.tsx';
import { Skills } from '../components/home/Skills.tsx';
import type { HomeData, PageProps } from '../content/pages.ts';

/**
 * The home page: hero, About, Projects, Experience, Skills and Contact, each given its part of the
 * content. A list with no entries leaves its section out (and the nav its link).
 */
export default function HomePage({ data: { profile, projects, experience, skills }, site }: PageProps<HomeData>) {
  return (
    <>
      <Hero site={site} profile={profile} />
      <About about={profile.about} />
      {projects.length > 0 && (
        <ProjectList projects={projects} codeHost={site.codeHost} intro={profile.intros.projects} />
      )}
      {experience.length > 0 && <ExperienceList experience={experience} intro={profile.intros.experience} />}
      {skills.length > 0 && <Skills skills={skills} intro={profile.intros.skills} />}
      <Contact site={site} profile={profile} />
    </>
  );
}
