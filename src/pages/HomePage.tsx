import { About } from '../components/home/About.tsx';
import { Contact } from '../components/home/Contact.tsx';
import { ExperienceList } from '../components/home/ExperienceList.tsx';
import { Hero } from '../components/home/Hero.tsx';
import { ProjectList } from '../components/home/ProjectList.tsx';
import { Skills } from '../components/home/Skills.tsx';
import { Layout } from '../components/layout/Layout.tsx';
import content from 'virtual:content';
import { homeHead } from '../lib/head.ts';

const { site, projects, experience, skills } = content;
const head = homeHead(site);

/** The home page: hero, About, Projects, Experience, Skills and Contact, each given its part of the content. */
export function HomePage() {
  return (
    <Layout variant="home" site={site} head={head}>
      <Hero site={site} />
      <About about={site.about} />
      <ProjectList projects={projects} codeHost={site.codeHost} />
      <ExperienceList experience={experience} />
      <Skills skills={skills} />
      <Contact site={site} />
    </Layout>
  );
}
